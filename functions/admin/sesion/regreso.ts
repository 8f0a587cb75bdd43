// GET /admin/sesion/regreso: GitHub sends the sign-in popup back here (Cloudflare Pages Function; lib/signIn.ts).
import { finishSignIn, type SignInEnv } from '../../../lib/signIn';

export const onRequestGet = ({ request, env }: { request: Request; env: SignInEnv }): Promise<Response> =>
  finishSignIn(request, env);
