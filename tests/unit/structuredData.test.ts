import { content } from '@/lib/content';
import { breadcrumbData, businessData, itemListData, serializeJsonLd } from '@/lib/structuredData';

const { company, routes: routeTable } = content('es');
const { routes } = routeTable;

describe('structured data', () => {
  it('names the company with the telephone, address and hours of the company record', () => {
    const business = businessData('es') as unknown as Record<string, unknown>;
    expect(business).toMatchObject({
      '@type': 'ProfessionalService',
      name: company.name,
      telephone: `+${company.whatsapp}`,
      email: company.email,
      address: {
        addressLocality: company.address.city,
        addressRegion: company.address.province,
        addressCountry: company.address.countryCode,
      },
    });
    expect(business.openingHoursSpecification).toHaveLength(company.openingHours.length);
    expect(business.areaServed).toHaveLength(company.areaServed.length);
  });

  it('numbers breadcrumb and list items from 1, in order', () => {
    const trail = breadcrumbData([routes.home, routes.networking]);
    expect(trail.itemListElement).toMatchObject([
      { position: 1, name: routes.home.label },
      { position: 2, name: routes.networking.label },
    ]);
    const list = itemListData('Productos', [{ name: 'A' }, { name: 'B' }], 'Product') as { numberOfItems: number };
    expect(list.numberOfItems).toBe(2);
  });

  it('cannot be broken out of its script element by any content, and parses back unchanged', () => {
    const data = { description: '</script><script>alert("x")</script> & “comillas” ñ 🎉 \u2028 <!--' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
