'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

import type { ContactFormValues } from '@/content/types';
import { buildContactMessage, buildWhatsAppLink } from '@/lib/whatsapp';

import styles from './ContactForm.module.scss';

const emptyValues: ContactFormValues = { nombre: '', email: '', telefono: '', mensaje: '' };

const fields: { name: keyof ContactFormValues; label: string; type?: string; autoComplete: string; hint?: string }[] = [
  { name: 'nombre', label: 'Nombre o empresa', autoComplete: 'organization' },
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  { name: 'telefono', label: 'Teléfono', type: 'tel', autoComplete: 'tel', hint: 'Por ejemplo, 099 123 4567' },
  { name: 'mensaje', label: 'Mensaje o servicio requerido', autoComplete: 'off' },
];

interface ContactFormProps {
  whatsapp: string;
  companyName: string;
  /** The WhatsApp mark, rendered on the server. */
  whatsappIcon: ReactNode;
}

/**
 * Hidden until the visitor asks for it. The browser validates the four required fields; a valid submit
 * offers the ways to send (WhatsApp), with the message built from what was typed. Nothing is stored.
 */
export function ContactForm({ whatsapp, companyName, whatsappIcon }: ContactFormProps) {
  const [visible, setVisible] = useState(false);
  const [values, setValues] = useState<ContactFormValues>(emptyValues);
  const [ready, setReady] = useState(false);
  const sendLinkRef = useRef<HTMLAnchorElement>(null);
  const id = useId();
  const formId = `${id}-form`;

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
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
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={visible}
        aria-controls={formId}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? 'OCULTAR FORMULARIO' : 'ENVIAR MENSAJE'}
      </button>

      <form
        id={formId}
        className={styles.form}
        hidden={!visible}
        onSubmit={onSubmit}
        aria-label="Formulario de contacto"
      >
        <p className={styles.note}>Todos los campos son obligatorios.</p>
        {fields.map((field) => {
          const inputId = `${id}-${field.name}`;
          const hintId = field.hint ? `${inputId}-hint` : undefined;
          return (
            <div className={styles.field} key={field.name}>
              <label htmlFor={inputId}>{field.label}</label>
              {field.name === 'mensaje' ? (
                <textarea id={inputId} name={field.name} rows={5} required value={values.mensaje} onChange={onChange} />
              ) : (
                <input
                  id={inputId}
                  name={field.name}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  inputMode={field.type === 'tel' ? 'tel' : undefined}
                  aria-describedby={hintId}
                  required
                  value={values[field.name]}
                  onChange={onChange}
                />
              )}
              {field.hint && (
                <span id={hintId} className={styles.hint}>
                  {field.hint}
                </span>
              )}
            </div>
          );
        })}

        {ready ? (
          <div className={styles.methods} role="status">
            <p className={styles.methodsTitle}>Seleccione método de envío:</p>
            <a
              ref={sendLinkRef}
              className={styles.whatsapp}
              href={buildWhatsAppLink(whatsapp, buildContactMessage(values, companyName))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {whatsappIcon}
              <span>WhatsApp</span>
            </a>
          </div>
        ) : (
          <button type="submit" className={styles.submit}>
            Continuar
          </button>
        )}
      </form>
    </div>
  );
}
