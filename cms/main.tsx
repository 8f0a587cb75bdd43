// The CMS at /admin (Decap CMS, bundled from npm with the site's own React: no CDN). Its configuration,
// /admin/config.yml, is generated from the content schemas; this file adds the two text widgets that check
// each text as the staff type it, with the very rules and Spanish messages of `npm run check:contenido`.
import CMS from 'decap-cms-app';
import { Component, type ComponentType } from 'react';
import { parse } from 'yaml';

import { textProblems, type TextKind, type TextOptions } from '../content/schema/text';
import { mergeLocale, spanish } from './locale';

import './photos';
import './preview/preview';

import { TEXT_WIDGETS } from './widgets';

/** What Decap hands a widget's control: the field's configuration (an Immutable map) and its value. */
interface ControlProps {
  field: { get(key: string): unknown };
  value?: unknown;
  [prop: string]: unknown;
}

type Control = Parameters<typeof CMS.registerWidget>[1];
type Preview = Parameters<typeof CMS.registerWidget>[2];

/** The field's `text` options from the configuration (placeholders, other bounds), as plain data. */
function textOptions(field: ControlProps['field']): TextOptions {
  const options = field.get('text') as { toJS?: () => TextOptions } | undefined;
  return options?.toJS?.() ?? {};
}

/**
 * A text widget that judges its value by the field's kind. An empty value is left to Decap's own required
 * check (one message, not two); anything else gets every problem the content check would report.
 */
function checkedWidget(base: 'string' | 'text') {
  // Decap's type declarations call the control component a props object: cast to what it is.
  const { control: Control, preview } = CMS.getWidget(base) as unknown as {
    control: ComponentType<ControlProps>;
    preview: Preview;
  };
  class CheckedText extends Component<ControlProps> {
    isValid = () => {
      const value = typeof this.props.value === 'string' ? this.props.value : '';
      if (value === '') return true;
      const kind = this.props.field.get('kind') as TextKind | undefined;
      if (!kind) return true;
      // The English pane of a page judges its texts as English (Decap hands each control its pane's locale).
      const language = this.props.locale === 'en' ? 'en' : 'es';
      const problems = textProblems(value, kind, textOptions(this.props.field), language);
      return problems.length === 0 ? true : { error: { type: 'CUSTOM', message: problems.join(' ') } };
    };

    render() {
      return <Control {...this.props} />;
    }
  }
  return { control: CheckedText, preview };
}

for (const [name, base] of [
  [TEXT_WIDGETS.line, 'string'],
  [TEXT_WIDGETS.area, 'text'],
] as const) {
  const { control, preview } = checkedWidget(base);
  CMS.registerWidget(name, control as unknown as Control, preview);
}

type InitOptions = NonNullable<Parameters<typeof CMS.init>[0]>;
type Phrases = Parameters<typeof CMS.registerLocale>[1];
CMS.registerLocale('es', mergeLocale(CMS.getLocale('es') as never, spanish) as Phrases);

/**
 * The configuration file, read here rather than by Decap, with `base_url` set to the page's own origin: the
 * sign-in popup answers only its own origin, and the CMS accepts only an answer from `base_url`, so that the
 * published site, each preview deployment and the tests sign in on their own address. (Decap would merge a
 * configuration passed to it into the file's only when the host serves the file as YAML, which nginx and
 * plain hosts do not.) If the file cannot be read, Decap reads it itself and shows its own error.
 */
async function start() {
  const href = document.querySelector('link[rel="cms-config-url"]')?.getAttribute('href') ?? '/admin/config.yml';
  let config: Record<string, unknown> & { backend?: Record<string, unknown> };
  try {
    const response = await fetch(href, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status}`);
    config = parse(await response.text()) as typeof config;
  } catch {
    CMS.init();
    return;
  }
  const backend = { ...config.backend, base_url: window.location.origin };
  CMS.init({ config: { ...config, backend, load_config_file: false } as unknown as InitOptions['config'] });
}

void start();
