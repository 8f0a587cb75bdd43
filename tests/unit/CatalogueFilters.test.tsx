import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import { CatalogueFilters } from '@/components/catalogue/CatalogueFilters';
import type { CardSlot, FilterOption } from '@/components/catalogue/CatalogueView';
import { cardSlots, filterOptions } from '@/lib/catalogueFilter';
import { content } from '@/lib/content';

const { categories: catalogue, ...cataloguePage } = content('es').catalogue;

// The real jsdom history: pushState, back and popstate behave as in a browser.
const originalPushState = window.history.pushState.bind(window.history);
beforeAll(() => {
  jest.spyOn(window.history, 'pushState');
});

const categories: FilterOption[] = filterOptions(catalogue);
const cards: CardSlot[] = cardSlots(catalogue, (item) => <article>{item.name}</article>);
const [homeAutomation, security] = catalogue as [(typeof catalogue)[0], (typeof catalogue)[0]];
const itemsOf = (category: (typeof catalogue)[0]) => category.subcategories.flatMap((s) => s.items);

function setup(search = '') {
  originalPushState(null, '', `/Servicios${search}`);
  (window.history.pushState as jest.Mock).mockClear();
  render(<CatalogueFilters copy={cataloguePage.filters} categories={categories} cards={cards} />);
  return userEvent.setup();
}

const categoryGroup = () => screen.getByRole('group', { name: 'Categoría' });
const subcategoryGroup = () => screen.queryByRole('group', { name: 'Subcategoría' });
const shownNames = () => screen.getAllByRole('article').map((a) => a.textContent);
const status = () => screen.getByRole('status');

describe('CatalogueFilters', () => {
  it('starts with every card, "Todas" pressed and no subcategory buttons', () => {
    setup();
    expect(shownNames()).toHaveLength(cards.length);
    expect(within(categoryGroup()).getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
    for (const c of catalogue) {
      expect(within(categoryGroup()).getByRole('button', { name: c.label })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(subcategoryGroup()).toBeNull();
    expect(status()).toHaveTextContent(`Se muestran ${cards.length} soluciones`);
    expect(status()).toHaveAttribute('aria-live', 'polite');
  });

  it('choosing a category shows its cards and its subcategories with a "Todas" option, and writes the URL', async () => {
    const user = setup();
    await user.click(within(categoryGroup()).getByRole('button', { name: homeAutomation.label }));
    expect(window.location.search).toBe(`?categoria=${homeAutomation.id}`);
    expect(shownNames()).toEqual(itemsOf(homeAutomation).map((i) => i.name));
    expect(status()).toHaveTextContent(`Se muestran ${itemsOf(homeAutomation).length} soluciones`);
    const subs = within(subcategoryGroup()!).getAllByRole('button');
    expect(subs.map((b) => b.textContent)).toEqual(['Todas', ...homeAutomation.subcategories.map((s) => s.label)]);
    expect(subs[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it.each(catalogue.flatMap((c) => c.subcategories.map((s) => [`${c.id}/${s.id}`, c, s] as const)))(
    'subcategory %s filters the grid to its own items',
    async (_, category, subcategory) => {
      const user = setup();
      await user.click(within(categoryGroup()).getByRole('button', { name: category.label }));
      await user.click(within(subcategoryGroup()!).getByRole('button', { name: subcategory.label }));
      expect(shownNames()).toEqual(subcategory.items.map((i) => i.name));
      expect(status()).toHaveTextContent(`Se muestran ${subcategory.items.length} soluciones`);
      expect(window.location.search).toBe(`?categoria=${category.id}&subcategoria=${subcategory.id}`);
      expect(within(subcategoryGroup()!).getByRole('button', { name: subcategory.label })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    },
  );

  it('choosing a category resets the subcategory, also when it is the same category', async () => {
    const user = setup();
    const [video] = security.subcategories;
    await user.click(within(categoryGroup()).getByRole('button', { name: security.label }));
    await user.click(within(subcategoryGroup()!).getByRole('button', { name: video!.label }));
    await user.click(within(categoryGroup()).getByRole('button', { name: security.label }));
    expect(window.location.search).toBe(`?categoria=${security.id}`);
    expect(within(subcategoryGroup()!).getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
    expect(shownNames()).toHaveLength(itemsOf(security).length);

    await user.click(within(subcategoryGroup()!).getByRole('button', { name: video!.label }));
    await user.click(within(categoryGroup()).getByRole('button', { name: homeAutomation.label }));
    expect(window.location.search).toBe(`?categoria=${homeAutomation.id}`);
    expect(shownNames()).toHaveLength(itemsOf(homeAutomation).length);

    await user.click(within(categoryGroup()).getByRole('button', { name: 'Todas' }));
    expect(window.location.search).toBe('');
    expect(subcategoryGroup()).toBeNull();
    expect(shownNames()).toHaveLength(cards.length);
  });

  it('does not add a history entry when the pressed button is pressed again', async () => {
    const user = setup(`?categoria=${homeAutomation.id}`);
    await user.click(within(subcategoryGroup()!).getByRole('button', { name: 'Todas' }));
    expect(window.history.pushState).not.toHaveBeenCalled();
  });

  it('keeps other query parameters', async () => {
    const user = setup('?utm_source=boletin');
    await user.click(within(categoryGroup()).getByRole('button', { name: homeAutomation.label }));
    expect(window.location.search).toBe(`?utm_source=boletin&categoria=${homeAutomation.id}`);
  });
});

describe('the pre-rendered HTML', () => {
  it('holds every card, whatever the query, with buttons that wait for the page to be interactive; enabled once hydrated', () => {
    originalPushState(null, '', `/Servicios?categoria=${homeAutomation.id}`);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <CatalogueFilters copy={cataloguePage.filters} categories={categories} cards={cards} />,
    );
    expect(container.querySelectorAll('article')).toHaveLength(cards.length);
    const buttons = Array.from(container.querySelectorAll('button'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Todas', ...catalogue.map((c) => c.label)]);
    expect(buttons.every((b) => b.disabled)).toBe(true);
    setup();
    for (const button of within(categoryGroup()).getAllByRole('button')) expect(button).toBeEnabled();
  });
});
