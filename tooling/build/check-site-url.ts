// First step of `npm run build` and `npm run dev`: stops at once, with one line, when SITE_URL is malformed,
// instead of failing deep inside the framework's build.
import { parseSiteUrl } from '@/lib/parseSiteUrl';

try {
  const origin = parseSiteUrl(process.env.SITE_URL);
  console.log(`SITE_URL: ${origin}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
