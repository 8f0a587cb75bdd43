'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { WhatsAppLink } from '@/components/ui/WhatsAppLink';
import { fillPlaceholders } from '@/content/schema/placeholders';
import { useHydrated } from '@/hooks/useHydrated';

import styles from './ContactForm.module.scss';

/** The contact form's fields. Nothing is stored: the values only build a WhatsApp message. */
export interface ContactFormValues {
  /** Company or business name. */
  name: string;
  email: string;
  phone: string;
  /** Message or service required. */
  message: string;
}

/** The form's words (content/contact.yaml), handed in by the server component. */
export interface ContactFormCopy {
  show: string;
  hide: string;
  label: string;
  note: string;
  fields: Record<keyof ContactFormValues, { label: string; hint?: string }>;
  submit: string;
  methodsTitle: string;
  whatsapp: string;
  noScript: { text: string; whatsapp: string; phoneLabel: string };
}

interface ContactFormProps {
  copy: ContactFormCopy;
  /** The company's WhatsApp number and its phone as shown. */
  whatsapp: string;
  phoneDisplay: string;
  /** The chat text's lines; `{nombre}`, `{mensaje}`, `{telefono}` and `{email}` take the visitor's values. */
  messageLines: string[];
}

/** The chat text the form prepares: one line per entry of the content, with the visitor's values. */
export function contactMessage(lines: string[], values: ContactFormValues): string {
  const byPlaceholder = { nombre: values.name, mensaje: values.message, telefono: values.phone, email: values.email };
  // Filled line by line, so that a visitor who types «{email}» gets exactly that in the chat.
  return lines.map((line) => fillPlaceholders(line, byPlaceholder)).join('\n');
}

const emptyValues: ContactFormValues = { name: '', email: '', phone: '', message: '' };

/** The four fields in the order shown; `domName` keeps the DOM names and ids in Spanish. */
const fields: { key: keyof ContactFormValues; domName: string; type: string; autoComplete?: string }[] = [
  { key: 'name', domName: 'nombre', type: 'text', autoComplete: 'organization' },
  { key: 'email', domName: 'email', type: 'email', autoComplete: 'email' },
  { key: 'phone', domName: 'telefono', type: 'tel', autoComplete: 'tel' },
  { key: 'message', domName: 'mensaje', type: 'textarea' },
];

/**
 * Hidden until the visitor asks for it. The browser validates the four required fields; a valid submit
 * offers the ways to send (WhatsApp), with the message built from what was typed. Nothing is stored.
 */
export function ContactForm({ copy: contactForm, whatsapp, phoneDisplay, messageLines }: ContactFormProps) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const [values, setValues] = useState<ContactFormValues>(emptyValues);
  const [ready, setReady] = useState(false);
  const sendLinkRef = useRef<HTMLAnchorElement>(null);
  const id = useId();
  const formId = `${id}-formulario`;

  const update = (key: keyof ContactFormValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setReady(false); // a changed form is validated again before it can be sent
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault(); // only reached when the browser found every field valid
    setReady(true);
  };

  // The submit button is gone once the sending methods appear: keyboard focus moves to WhatsApp.
  useEffect(() => {
    if (ready) sendLinkRef.current?.focus();
  }, [ready]);

  return (
    <div className={styles.wrapper}>
      {/* Without scripts the form cannot prepare the chat (and a plain submission would put the visitor's
          data in a URL): CSS then shows this notice with the direct ways instead of the toggle. */}
      <div className={styles.noScript}>
        <p>{contactForm.noScript.text}</p>
        <div className={styles.noScriptActions}>
          <WhatsAppLink number={whatsapp}>{contactForm.noScript.whatsapp}</WhatsAppLink>
          <p>
            {contactForm.noScript.phoneLabel} <a href={`tel:+${whatsapp}`}>{phoneDisplay}</a>
          </p>
        </div>
      </div>
      <button
        type="button"
        disabled={!hydrated}
        className={styles.toggle}
        aria-expanded={visible}
        aria-controls={formId}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? contactForm.hide : contactForm.show}
      </button>

      <form id={formId} className={styles.form} hidden={!visible} onSubmit={onSubmit} aria-label={contactForm.label}>
        <p className={styles.note}>{contactForm.note}</p>
        {fields.map(({ key, domName, type, autoComplete }) => {
          const { label, hint } = contactForm.fields[key];
          const inputId = `${id}-${domName}`;
          const hintId = hint ? `${inputId}-ayuda` : undefined;
          const common = {
            id: inputId,
            name: domName,
            required: true,
            value: values[key],
            onChange: (event: { target: { value: string } }) => update(key, event.target.value),
          };
          return (
            <div className={styles.field} key={key}>
              <label htmlFor={inputId}>{label}</label>
              {type === 'textarea' ? (
                <textarea {...common} rows={5} />
              ) : (
                <input
                  {...common}
                  type={type}
                  autoComplete={autoComplete}
                  inputMode={type === 'tel' ? 'tel' : undefined}
                  aria-describedby={hintId}
                />
              )}
              {hint && (
                <span id={hintId} className={styles.hint}>
                  {hint}
                </span>
              )}
            </div>
          );
        })}

        {ready ? (
          <div className={styles.methods} role="status">
            <p className={styles.methodsTitle}>{contactForm.methodsTitle}</p>
            <WhatsAppLink ref={sendLinkRef} number={whatsapp} message={contactMessage(messageLines, values)}>
              {contactForm.whatsapp}
            </WhatsAppLink>
          </div>
        ) : (
          <button type="submit" className={styles.submit}>
            {contactForm.submit}
          </button>
        )}
      </form>
    </div>
  );
}
