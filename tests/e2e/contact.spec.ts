import { anchors, company, contactMessage } from './content';
import { expect, test } from './fixtures';

const strange = {
  name: 'Ñandú & Cía. #1 — “Señalización” 🚀',
  email: 'gerencia+ventas@empresa-ñ.example.ec',
  phone: '+593 (07) 281-0000 #12',
  message: `Necesito cámaras? Sí & también alarmas #urgente 100% +IVA\nSegunda línea: ¿cotización? 👍🏽\n${'x'.repeat(2000)}`,
};

async function openForm(page: import('@playwright/test').Page) {
  await page.goto(`/#${anchors.contact}`);
  const section = page.locator(`#${anchors.contact}`);
  const toggle = section.getByRole('button', { name: 'ENVIAR MENSAJE' });
  await expect(section.getByRole('form', { name: 'Formulario de contacto' })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  return section;
}

test('the form is hidden until ENVIAR MENSAJE is pressed, which then reads OCULTAR FORMULARIO', async ({ page }) => {
  const section = await openForm(page);
  const form = section.getByRole('form', { name: 'Formulario de contacto' });
  await expect(form).toBeVisible();
  const toggle = section.getByRole('button', { name: 'OCULTAR FORMULARIO' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(form).toBeHidden();
  await expect(section.getByRole('button', { name: 'ENVIAR MENSAJE' })).toBeVisible();
});

test('the four fields are required, with native input types and a 5-row message', async ({ page }) => {
  const section = await openForm(page);
  const name = section.getByLabel('Nombre o empresa');
  const email = section.getByLabel('Correo electrónico');
  const phone = section.getByLabel('Teléfono');
  const message = section.getByLabel('Mensaje o servicio requerido');
  for (const field of [name, email, phone, message]) await expect(field).toHaveAttribute('required', '');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(message).toHaveAttribute('rows', '5');

  // Empty: the browser blocks the submit and no sending method appears.
  await section.getByRole('button', { name: 'Continuar' }).click();
  await expect(section.getByText('Seleccione método de envío:')).toHaveCount(0);
  await expect(name).toBeFocused();
  expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

  // A malformed e-mail is rejected by native validation too.
  await name.fill('Ferretería El Arenal');
  await email.fill('correo-sin-arroba');
  await phone.fill('0991234567');
  await message.fill('Cotización de cámaras');
  await section.getByRole('button', { name: 'Continuar' }).click();
  await expect(section.getByText('Seleccione método de envío:')).toHaveCount(0);
  expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
});

test('a valid submit offers WhatsApp with the exact message, even with awkward characters', async ({
  page,
  guards,
}) => {
  const section = await openForm(page);
  await section.getByLabel('Nombre o empresa').fill(strange.name);
  await section.getByLabel('Correo electrónico').fill('gerencia+ventas@empresa.example.ec');
  await section.getByLabel('Teléfono').fill(strange.phone);
  await section.getByLabel('Mensaje o servicio requerido').fill(strange.message);
  await section.getByRole('button', { name: 'Continuar' }).click();

  await expect(section.getByText('Seleccione método de envío:')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
  const link = section.getByRole('link', { name: 'WhatsApp', exact: true });
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const url = new URL((await link.getAttribute('href'))!);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${company.whatsapp}`);
  expect(url.searchParams.get('text')).toBe(
    contactMessage({ ...strange, email: 'gerencia+ventas@empresa.example.ec' }),
  );

  // Clicking opens a new tab towards wa.me (the request is blocked: nothing leaves the machine).
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect.poll(() => guards.foreignRequests).toEqual([url.href]);
  guards.foreignRequests.length = 0;
  await popup.close();
});

test('hiding the form and showing it again keeps what was typed', async ({ page }) => {
  const section = await openForm(page);
  await section.getByLabel('Nombre o empresa').fill('Clínica Santa Ana');
  await section.getByLabel('Mensaje o servicio requerido').fill('Control de acceso\ncon huella');
  await section.getByRole('button', { name: 'OCULTAR FORMULARIO' }).click();
  await section.getByRole('button', { name: 'ENVIAR MENSAJE' }).click();
  await expect(section.getByLabel('Nombre o empresa')).toHaveValue('Clínica Santa Ana');
  await expect(section.getByLabel('Mensaje o servicio requerido')).toHaveValue('Control de acceso\ncon huella');
});

test('the direct WhatsApp button opens the chat without text; the address and the map open the map', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.locator(`#${anchors.contact}`);
  const direct = section.getByRole('link', { name: 'Escribir por WhatsApp' });
  await expect(direct).toHaveAttribute('href', `https://wa.me/${company.whatsapp}`);
  await expect(direct).toHaveAttribute('target', '_blank');

  const mapLinks = section.locator('a[href^="https://www.google.com/maps/search/"]');
  await expect(mapLinks).toHaveCount(2);
  for (const link of await mapLinks.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(new URL((await link.getAttribute('href'))!).searchParams.get('query')).toBe(company.mapsQuery);
  }
  await expect(section.getByRole('img', { name: /Mapa de la oficina/ })).toBeVisible();
  await expect(section.getByText(company.address.street, { exact: false }).first()).toBeVisible();
});

test('every external link opens in a new tab without opener or referrer', async ({ page }) => {
  await page.goto('/');
  const external = page.locator('a[href^="http"]');
  expect(await external.count()).toBeGreaterThan(3);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
