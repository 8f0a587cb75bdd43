import { Counter } from './Counter';

export default function Page() {
  return (
    <main>
      <h1>Exportación mínima de Next.js</h1>
      <p>Una página y un componente de cliente: el límite inferior que el framework permite.</p>
      <Counter />
    </main>
  );
}
