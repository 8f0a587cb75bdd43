// GET /admin/sesion/inicio: the CMS's sign-in popup starts here (Cloudflare Pages Function; lib/signIn.ts).
import { startSignIn, type SignInEnv } from '../../../lib/signIn';

export const onRequestGet = ({ request, env }: { request: Request; env: SignInEnv }): Promise<Response> =>
  startSignIn(request, env);
