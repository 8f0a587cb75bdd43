/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

import { cmsConfig } from '@/cms/config';
import { cmsConfigYaml, CONFIG_FILE } from '@/cms/yaml';
import { dataFiles, solutionFiles } from '@/content/schema';

const root = path.resolve(__dirname, '../..');

type Field = { name: string; label?: string; widget?: string; fields?: Field[]; field?: Field; [key: string]: unknown };

/** Every field of the configuration, nested ones included, with its path. */
function allFields(fields: Field[], prefix = ''): [string, Field][] {
  return fields.flatMap((field) => {
    const here = `${prefix}${field.name}`;
    const nested = [...(field.fields ?? []), ...(field.field ? [field.field] : [])];
    return [[here, field] as [string, Field], ...allFields(nested, `${here}.`)];
  });
}

const config = cmsConfig();
const files = config.collections.flatMap((collection) => ('files' in collection ? collection.files : []));
const fields = [
  ...files.flatMap((file) => allFields(file.fields as Field[], `${file.file} › `)),
  ...allFields((config.collections.at(-1) as unknown as { fields: Field[] }).fields, `${solutionFiles.folder} › `),
];

describe('the CMS configuration (public/admin/config.yml)', () => {
  it('is exactly what the content schemas generate: run `npm run cms:config` after changing a schema', () => {
    expect(readFileSync(path.join(root, CONFIG_FILE), 'utf8')).toBe(cmsConfigYaml());
  });

  it('parses, in Spanish, and saves in production through GitHub with the editorial workflow', () => {
    const parsed = parse(readFileSync(path.join(root, CONFIG_FILE), 'utf8'));
    expect(parsed).toMatchObject({
      locale: 'es',
      backend: { name: 'github', branch: 'main', repo: expect.stringMatching(/^[\w.-]+\/[\w.-]+$/) },
      publish_mode: 'editorial_workflow',
      local_backend: { url: 'http://127.0.0.1:8081/api/v1' },
    });
  });

  it('edits every data file once, and the eleven solution pages', () => {
    expect(files.map((file) => file.file).sort()).toEqual(
      Object.values(dataFiles)
        .map((d) => d.file)
        .sort(),
    );
    expect(config.collections.at(-1)).toMatchObject({ folder: 'content/solutions', create: false, delete: false });
  });

  it('labels every field in Spanish and keeps published paths out of reach', () => {
    expect(fields.filter(([, field]) => !field.label).map(([where]) => where)).toEqual([]);
    const paths = fields.filter(([where]) => /routes\.\w+\.path$/.test(where));
    expect(paths).toHaveLength(17);
    for (const [, field] of paths) expect(field.widget).toBe('hidden');
  });

  it('checks every text by its kind, saves every upload into its folder of content/fotos/, and picks brands from the list', () => {
    const texts = fields.filter(([, field]) => field.widget === 'texto' || field.widget === 'parrafo');
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(([, field]) => typeof field.kind !== 'string').map(([where]) => where)).toEqual([]);
    const pictures = fields.filter(([, field]) => field.widget === 'image');
    expect(pictures.length).toBeGreaterThan(5);
    for (const [, field] of pictures) {
      expect(field.media_folder).toMatch(/^\/content\/fotos\/[a-z]+$/);
      expect(field.public_folder).toBe(String(field.media_folder).slice('/content/'.length));
    }
    const brands = fields.filter(([, field]) => field.widget === 'relation');
    expect(brands.map(([where]) => where)).toEqual(
      expect.arrayContaining([
        'content/catalogue.yaml › categories.subcategories.items.brands',
        'content/partners.yaml › partners.brand',
      ]),
    );
    for (const [, field] of brands)
      expect(field).toMatchObject({ collection: 'paginas', file: 'brands', value_field: 'brands.*.id' });
  });

  it('keeps the bounds of what may grow: products 3 to 12', () => {
    const [, products] = fields.find(([where]) => where === 'content/products.yaml › products')!;
    expect(products).toMatchObject({ widget: 'list', min: 3, max: 12, label_singular: 'producto' });
  });
});

describe('the check on each edit', () => {
  it('runs `npm run check:contenido` on every pull request that touches the content', () => {
    const workflow = parse(readFileSync(path.join(root, '.github/workflows/contenido.yml'), 'utf8'));
    expect(workflow.on.pull_request.paths).toEqual(expect.arrayContaining(['content/**', 'public/**']));
    expect(workflow.jobs.revisar.steps.map((step: { run?: string }) => step.run)).toContain('npm run check:contenido');
  });
});
