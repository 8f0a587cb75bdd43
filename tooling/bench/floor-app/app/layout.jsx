export const metadata = { title: 'Suelo', description: 'Exportación estática mínima de Next.js.' };

export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  );
}
