/** The two checked text widgets that cms/main.tsx registers and the configuration uses: one line, or a text area. */
export const TEXT_WIDGETS = { line: 'texto', area: 'parrafo' } as const;
