// Where the CMS saves in production: the site's GitHub repository, each edit a pull request (the editorial
// workflow) that CI checks with `npm run check:contenido` before anyone publishes it. CONTENIDO.md,
// «Editar en producción», explains the sign-in; `repo` and, outside Netlify, `base_url` are the company's.
// On this computer (`npm run editar`) the CMS saves through decap-server instead: cms/main.ts.
export const backend = {
  backend: {
    name: 'github',
    /** The company's repository, «owner/name»: a working value until the company creates its own. */
    repo: 'austro-integra/sitio-web',
    branch: 'main',
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
