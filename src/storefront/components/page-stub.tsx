import { s } from '../strings';
import { Breadcrumb } from './breadcrumb';

export interface PageStubProps {
  title: string;
  /** One line on what the page will show. */
  what: string;
  /** Shop pages draw no breadcrumb (the shop nav says where you are). */
  crumbs?: boolean;
}

/** A page that is being built: its name and what it will show, in the page's layout. */
export function PageStub({ title, what, crumbs = true }: PageStubProps) {
  return (
    <div class="sf-container sf-page">
      {crumbs && <Breadcrumb items={[{ label: title }]} />}
      <section class="sf-panel sf-stub">
        <h1>{title}</h1>
        <p>{what}</p>
        <p class="sf-muted">{s.building}</p>
      </section>
    </div>
  );
}
