// Brands are written once, in content/brands.yaml; everything else names them by id.
import type { BrandCategory } from '@/content/schema/brands';
import { fillPlaceholders } from '@/content/schema/placeholders';

import { content, type Brand, type ImageAsset, type Locale, type Partner } from './content';

/** The brands, the same in both languages (their names are the makers'). */
export function brands(): Brand[] {
  return content('es').brands.brands;
}

/** The brand of an id (the check guarantees that every id of the content is in the list). */
export function brandById(id: string): Brand {
  const brand = brands().find((candidate) => candidate.id === id);
  if (!brand) throw new Error(`«${id}» no es una marca de content/brands.yaml`);
  return brand;
}

/** Path of a brand's logo file, or undefined for a typographic tile. */
export function brandLogoSrc(brand: Pick<Brand, 'logo'>): string | undefined {
  return brand.logo ? `/brands/${brand.logo}.svg` : undefined;
}

/** The brands of the given groups, in the order of the list. */
export function brandsOf(categories: readonly BrandCategory[]): Brand[] {
  return brands().filter((brand) => brand.categories.some((category) => categories.includes(category)));
}

/** A partner as its card shows it: the name and logo come from its brand. */
export interface PartnerCardData extends Omit<Partner, 'badge'> {
  name: string;
  logo: ImageAsset;
}

/**
 * The maker's logo when the brand has one; otherwise the neutral badge of its kind of solution, which is
 * decorative (empty alt) because the card prints the partner's name next to it.
 */
export function partnerCards(locale: Locale): PartnerCardData[] {
  const { partners, list } = content(locale).partners;
  return partners.map(({ badge, ...partner }) => {
    const brand = brandById(partner.brand);
    const src = brandLogoSrc(brand);
    const logo = src
      ? { src, width: 24, height: 24, alt: fillPlaceholders(list.logoAlt, { marca: brand.name }) }
      : { src: `/partner-badges/${badge}.svg`, width: 48, height: 48, alt: '' };
    return { ...partner, name: brand.name, logo };
  });
}
