import { render, screen, within } from '@testing-library/react';

import { CatalogueCard } from '@/components/catalogue/CatalogueCard';
import { ProductGrid } from '@/components/products/ProductGrid';
import { fillPlaceholders } from '@/content/schema/placeholders';
import { content, type CatalogueItem } from '@/lib/content';

const { company, catalogue, products: productsPage } = content('es');
const { products } = productsPage;
const catalogueItemMessage = (name: string) => fillPlaceholders(catalogue.catalogue.itemMessage, { solucion: name });
const productMessage = (name: string) => fillPlaceholders(productsPage.list.message, { producto: name });

describe('ProductGrid', () => {
  it('shows each product as a card named by its heading, with its drawing and its own chat link', () => {
    render(<ProductGrid locale="es" />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(products.length);
    products.forEach((product, i) => {
      const card = cards[i]!;
      expect(card).toHaveAccessibleName(product.name);
      expect(within(card).getByRole('img')).toHaveAttribute('alt', product.image.alt);
      expect(within(card).getByText(product.description)).toBeInTheDocument();
      const link = within(card).getByRole('link', { name: new RegExp(`sobre ${product.name}$`) });
      const url = new URL(link.getAttribute('href')!);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${company.whatsapp}`);
      expect(url.searchParams.get('text')).toBe(productMessage(product.name));
    });
  });
});

describe('CatalogueCard', () => {
  // Awkward but real-looking input: accents, an ampersand, a hash, an emoji and a very long feature.
  const item: CatalogueItem = {
    name: 'Cámaras & NVR #1 📷',
    description: 'Grabación continua para locales de la Calle Larga.',
    features: ['Visión nocturna', 'Acceso remoto desde el teléfono', 'x'.repeat(300)],
    image: { src: '/illustrations/catalogo/cctv.svg', width: 640, height: 400, alt: 'Cámara domo en un techo' },
    brands: ['hikvision', 'dahuaTechnology'],
  };

  beforeEach(() => render(<CatalogueCard item={item} id="prueba" locale="es" />));

  it('names the card by the item and lists its features and brands', () => {
    const card = screen.getByRole('article', { name: item.name });
    const [features, brands] = within(card).getAllByRole('list');
    expect(
      within(features!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(item.features);
    expect(brands).toHaveAccessibleName('Marcas');
    expect(
      within(brands!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Hikvision', 'Dahua Technology']);
  });

  it('opens a chat whose text names the item, with the special characters encoded', () => {
    const link = screen.getByRole('link', { name: new RegExp(`sobre ${item.name}`) });
    const url = new URL(link.getAttribute('href')!);
    expect(url.pathname).toBe(`/${company.whatsapp}`);
    expect(url.searchParams.get('text')).toBe(catalogueItemMessage(item.name));
    expect(url.searchParams.get('text')).toContain(item.name);
  });
});
