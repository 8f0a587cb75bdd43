// First step of `npm run build` and `npm run dev`: stops at once, with one line, when SITE_URL is malformed,
// instead of failing deep inside the framework's build.
import { parseSiteUrl } from '@/lib/parseSiteUrl';

try {
  console.log(`SITE_URL: ${parseSiteUrl(process.env.SITE_URL)}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
