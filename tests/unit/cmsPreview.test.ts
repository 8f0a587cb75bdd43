import { overlay } from '../../cms/preview/overlay';

// The CMS's preview lays the form's values over the content as the build read it (cms/preview/overlay.ts).
const asset = (src: string) => `blob:editor/${src}`;

describe('the preview of an entry being edited', () => {
  const built = {
    title: 'Productos',
    products: [
      {
        name: 'Interruptor',
        image: {
          src: 'fotos/productos/interruptor.jpg',
          alt: 'Un interruptor',
          width: 1600,
          height: 1200,
          photo: { key: 'k' },
        },
      },
    ],
  };

  it('shows what was typed, and keeps what the form does not hold (a picture’s size and variants)', () => {
    const edited = {
      title: 'Equipos',
      products: [{ name: 'Interruptor táctil', image: { src: 'fotos/productos/interruptor.jpg', alt: 'Otro texto' } }],
    };
    expect(overlay(edited, built, asset)).toEqual({
      title: 'Equipos',
      products: [
        {
          name: 'Interruptor táctil',
          image: {
            src: 'fotos/productos/interruptor.jpg',
            alt: 'Otro texto',
            width: 1600,
            height: 1200,
            photo: { key: 'k' },
          },
        },
      ],
    });
  });

  it('shows a picture uploaded and not yet saved from the editor’s own copy, as a plain image', () => {
    const edited = { products: [{ name: 'Interruptor', image: { src: 'fotos/productos/nueva.jpg', alt: 'Nueva' } }] };
    const shown = overlay(edited, built, asset) as typeof built;
    expect(shown.products[0]!.image).toEqual({
      src: 'blob:editor/fotos/productos/nueva.jpg',
      alt: 'Nueva',
      width: 1600,
      height: 1200,
    });
  });

  it('shows an item just added, and an English pane that holds only the translated texts', () => {
    const added = overlay(
      { products: [built.products[0], { name: 'Nuevo', image: { src: '/illustrations/x.svg', alt: 'Dibujo' } }] },
      built,
      asset,
    ) as typeof built;
    expect(added.products).toHaveLength(2);
    expect(added.products[1]!.image.src).toBe('blob:editor//illustrations/x.svg');
    const english = overlay(
      { products: [{ name: 'Switch', image: { alt: 'A switch' } }] },
      built,
      asset,
    ) as typeof built;
    expect(english.products[0]!.image).toMatchObject({
      src: 'fotos/productos/interruptor.jpg',
      alt: 'A switch',
      width: 1600,
    });
  });
});
