// Where the CMS saves in production: the site's GitHub repository, each edit a pull request (the editorial
// workflow) that CI checks with `npm run check:contenido` before anyone publishes it. The sign-in is the site's
// own (functions/admin/sesion/, Cloudflare Pages Functions): the CMS opens `base_url` + `auth_endpoint` in a
// popup, and cms/main.tsx sets `base_url` to the page's own origin, so that the published site, each preview
// deployment and the tests all sign in on their own address. CONTENIDO.md, «Editar en el sitio publicado».
// On this computer (`npm run editar`) the CMS saves through decap-server instead: cms/main.tsx.
import { SIGN_IN_PATHS } from '../lib/signIn';

export const backend = {
  backend: {
    name: 'github',
    /** The company's repository, «owner/name»: a working value until the company creates its own. */
    repo: 'austro-integra/sitio-web',
    branch: 'main',
    /** The sign-in's start (functions/admin/sesion/inicio.ts), on the site's own origin. */
    auth_endpoint: SIGN_IN_PATHS.start.slice(1),
    commit_messages: {
      create: 'Contenido: crear «{{slug}}» en {{collection}}',
      update: 'Contenido: actualizar «{{slug}}» en {{collection}}',
      delete: 'Contenido: eliminar «{{slug}}» de {{collection}}',
      uploadMedia: 'Contenido: subir la imagen {{path}}',
      deleteMedia: 'Contenido: eliminar la imagen {{path}}',
      openAuthoring: '{{message}}',
    },
  },
  publish_mode: 'editorial_workflow',
  /** decap-server, which `npm run editar` starts on this computer (127.0.0.1 only). */
  local_backend: { url: 'http://127.0.0.1:8081/api/v1', allowed_hosts: ['127.0.0.1', 'localhost'] },
};
