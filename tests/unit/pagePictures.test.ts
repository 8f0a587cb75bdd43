/** @jest-environment node */
import { checkContent } from '@/content/check/check';

import { contentCopy, getIn, readsAsWritten, removeCopies, setIn } from './fixtures/contentEdits';

// A page never shows one drawing or photo twice: the check names the file, the field and the first use.
afterAll(removeCopies);

it('refuses a /Servicios topic that repeats the picture of the page’s hero', () => {
  const lines = checkContent(
    contentCopy((f) => {
      const hero = getIn(f, 'content/catalogue.yaml', ['hero', 'image', 'src']);
      setIn(f, 'content/topics.yaml', ['topics', 2, 'image', 'src'], hero);
    }),
    readsAsWritten,
  );
  expect(lines).toEqual([
    'content/topics.yaml › es.topics[2].image: repite en /Servicios la imagen «/illustrations/catalogo/building-control.svg» de content/catalogue.yaml › hero.image: cada imagen de una página es distinta y muestra lo que dice su texto.',
  ]);
});

it('allows the same picture on two pages', () => {
  const lines = checkContent(
    contentCopy((f) => {
      const hero = getIn(f, 'content/catalogue.yaml', ['hero', 'image', 'src']);
      setIn(f, 'content/about.yaml', ['hero', 'image', 'src'], hero);
    }),
    readsAsWritten,
  );
  expect(lines).toEqual([]);
});
