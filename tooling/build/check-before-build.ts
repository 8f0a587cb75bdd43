// First step of `npm run build` and `npm run dev`: the SITE_URL check, then the content check, in one tsx
// start-up (each stops the command on its own with its own message).
import './check-site-url';
import '../../content/check/run';
