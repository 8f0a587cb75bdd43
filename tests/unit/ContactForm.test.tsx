import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import { ContactForm } from '@/components/contact/ContactForm';
import { content } from '@/lib/content';

const { company, contact } = content('es');
const contactForm = contact.form;

/** The form as the contact section renders it, with the content's words and the company's number. */
const form = () => (
  <ContactForm
    copy={contactForm}
    whatsapp={company.whatsapp}
    phoneDisplay={company.phoneDisplay}
    messageLines={contactForm.message}
  />
);

function setup() {
  render(form());
  return userEvent.setup();
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre o empresa'), 'Hotel Río & Sol #2');
  await user.type(screen.getByLabelText('Correo electrónico'), 'reservas@hotel.ec');
  await user.type(screen.getByLabelText('Teléfono'), '07 281 0000');
  await user.type(screen.getByLabelText('Mensaje o servicio requerido'), 'Wi-Fi para 40 habitaciones{Enter}y cámaras');
}

describe('ContactForm', () => {
  it('pre-renders ENVIAR MENSAJE disabled, since it only works once the page is interactive', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(form());
    const toggle = Array.from(html.querySelectorAll('button')).find((b) => b.textContent === 'ENVIAR MENSAJE');
    expect(toggle?.disabled).toBe(true);
    setup();
    expect(screen.getByRole('button', { name: 'ENVIAR MENSAJE' })).toBeEnabled();
  });

  it('replaces the submit button with the WhatsApp choice after a valid submit', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'ENVIAR MENSAJE' }));
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Seleccione método de envío:')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'WhatsApp' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveFocus();
    expect(new URL(link.getAttribute('href')!).pathname).toBe(`/${company.whatsapp}`);
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
      [
        `Hola, ${company.shortName}. Les escribo desde su sitio web.`,
        'Nombre: Hotel Río & Sol #2',
        'Mensaje: Wi-Fi para 40 habitaciones\ny cámaras',
        'Teléfono: 07 281 0000',
        'Email: reservas@hotel.ec',
      ].join('\n'),
    );
  });

  it('asks to confirm again when a field changes after the submit', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'ENVIAR MENSAJE' }));
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(screen.getByLabelText('Teléfono'), '1');
    expect(screen.queryByText('Seleccione método de envío:')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });

  it('carries, for browsers without JavaScript, a notice with the direct chat and the phone (shown by CSS)', () => {
    setup();
    const notice = screen.getByText(contactForm.noScript.text).parentElement!;
    expect(within(notice).getByRole('link', { name: contactForm.noScript.whatsapp })).toHaveAttribute(
      'href',
      `https://wa.me/${company.whatsapp}`,
    );
    expect(within(notice).getByRole('link', { name: company.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:+${company.whatsapp}`,
    );
  });
});
