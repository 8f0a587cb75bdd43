import { render, screen, within } from '@testing-library/react';

import { SolutionPage } from '@/components/solutions/SolutionPage';
import { content as siteContent } from '@/lib/content';

const { company } = siteContent('es');
const content = siteContent('es').solutions.networking;

describe('SolutionPage template (with the networking module)', () => {
  beforeEach(() => render(<SolutionPage content={content} locale="es" />));

  it('renders the hero with one h1, the lead and a WhatsApp call naming the solution', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.title);
    expect(screen.getByText(content.lead)).toBeInTheDocument();
    const [cta] = screen.getAllByRole('link', { name: content.ctaLabel });
    const url = new URL(cta!.getAttribute('href')!);
    expect(url.pathname).toBe(`/${company.whatsapp}`);
    expect(url.searchParams.get('text')).toBe(content.whatsappMessage);
  });

  it('shows every gallery item as a figure with its image and caption, ready to reveal', () => {
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(content.gallery.items.length);
    content.gallery.items.forEach((item, i) => {
      const figure = figures[i]!;
      expect(within(figure).getByRole('img')).toHaveAttribute('alt', item.image.alt);
      expect(within(figure).getByText(item.caption)).toBeInTheDocument();
      expect(figure.closest('[data-reveal]')).toHaveAttribute('data-reveal', 'static');
    });
  });

  it('lists every feature list under its own heading', () => {
    for (const list of content.featureCard.lists) {
      const heading = screen.getByRole('heading', { level: 3, name: list.title });
      const items = within(heading.nextElementSibling as HTMLElement).getAllByRole('listitem');
      expect(items.map((li) => li.textContent)).toEqual(list.items);
    }
  });
});
