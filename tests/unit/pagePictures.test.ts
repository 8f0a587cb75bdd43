/** @jest-environment node */
import { repeatedPictures } from '@/content/schema/rules';
import { content } from '@/lib/content';

// Held here, not in the check: a list may grow past the drawings.
const site = content('es');

it('no page of the shipped content shows a picture twice', () => {
  expect(repeatedPictures(site)).toEqual([]);
});

it('names the page, the field and the first use of a repeated picture', () => {
  const copy = structuredClone(site);
  copy.topics.topics[2]!.image.src = copy.catalogue.hero.image.src;
  copy.products.hero.image.src = copy.products.products[5]!.image.src;
  expect(repeatedPictures(copy).map((p) => `${p.file} › ${p.field}: ${p.message}`)).toEqual([
    `content/topics.yaml › es.topics[2].image: repite en /Servicios la imagen «${site.catalogue.hero.image.src}» de content/catalogue.yaml › hero.image: cada imagen de una página es distinta y muestra lo que dice su texto.`,
    `content/products.yaml › es.products[5].image: repite en /Productos la imagen «${site.products.products[5]!.image.src}» de content/products.yaml › hero.image: cada imagen de una página es distinta y muestra lo que dice su texto.`,
  ]);
});

it('allows the same picture on two pages', () => {
  const copy = structuredClone(site);
  copy.about.hero.image.src = copy.catalogue.hero.image.src;
  expect(repeatedPictures(copy)).toEqual([]);
});
