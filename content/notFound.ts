/** Copy of the 404 page (app/not-found.tsx and its client island, components/notFound/RouteHelp). */
export const notFoundCopy = {
  title: 'Página no encontrada',
  description: 'La dirección que buscó no existe en este sitio.',
  code: '404',
  heading: 'No encontramos esta página',
  text: 'Es posible que la dirección esté mal escrita o que la página haya cambiado de lugar. Estas opciones le llevan de vuelta:',
  actions: {
    home: 'Ir a la página de inicio',
    catalogue: 'Ver soluciones',
    contact: 'Contactar a un asesor',
  },
  /** Above the closest pages of the route table to the address the visitor typed. */
  suggestionsHeading: '¿Buscaba alguna de estas páginas?',
  /** Shown for a moment while an old address sends the visitor on to its page. */
  moved: 'Esta página cambió de dirección. Le llevamos a',
} as const;
