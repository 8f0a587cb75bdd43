import * as about from '@/content/about';
import * as brands from '@/content/brands';
import * as catalogue from '@/content/catalogue';
import * as catalogueImages from '@/content/catalogueImages';
import * as company from '@/content/company';
import * as contact from '@/content/contact';
import * as home from '@/content/home';
import * as navigation from '@/content/navigation';
import * as notFound from '@/content/notFound';
import * as partners from '@/content/partners';
import * as products from '@/content/products';
import * as routes from '@/content/routes';
import * as solutions from '@/content/solutions';
import * as automation from '@/content/solutions/automation';
import * as computing from '@/content/solutions/computing';
import * as doors from '@/content/solutions/doors';
import * as licensing from '@/content/solutions/licensing';
import * as networking from '@/content/solutions/networking';
import * as parking from '@/content/solutions/parking';
import * as platforms from '@/content/solutions/platforms';
import * as pos from '@/content/solutions/pos';
import * as security from '@/content/solutions/security';
import * as signage from '@/content/solutions/signage';
import * as solar from '@/content/solutions/solar';
import * as topics from '@/content/topics';

/**
 * Every content module, by its file, as the site loads it. The check names these files in its messages;
 * a module added to `content/` is added here (a unit test fails until it is).
 */
export const contentSources = {
  'content/company.ts': company,
  'content/routes.ts': routes,
  'content/navigation.ts': navigation,
  'content/home.ts': home,
  'content/about.ts': about,
  'content/catalogue.ts': catalogue,
  'content/catalogueImages.ts': catalogueImages,
  'content/products.ts': products,
  'content/partners.ts': partners,
  'content/brands.ts': brands,
  'content/topics.ts': topics,
  'content/contact.ts': contact,
  'content/notFound.ts': notFound,
  'content/solutions/index.ts': solutions,
  'content/solutions/automation.ts': automation,
  'content/solutions/security.ts': security,
  'content/solutions/networking.ts': networking,
  'content/solutions/platforms.ts': platforms,
  'content/solutions/solar.ts': solar,
  'content/solutions/doors.ts': doors,
  'content/solutions/parking.ts': parking,
  'content/solutions/computing.ts': computing,
  'content/solutions/signage.ts': signage,
  'content/solutions/pos.ts': pos,
  'content/solutions/licensing.ts': licensing,
};

export type ContentSources = typeof contentSources;
export type ContentFile = keyof ContentSources;
