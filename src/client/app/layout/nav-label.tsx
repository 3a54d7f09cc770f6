import { isBuilt } from '../../lib/features';
import classes from './header.module.css';
import type { NavItem } from './nav-links';

/** A navigation label; a feature that is not built yet carries a "Soon" mark. */
export function NavLabel({ item }: { item: NavItem }) {
  if (!item.feature || isBuilt(item.feature)) return <>{item.label}</>;
  return (
    <>
      {item.label}{' '}
      <span className={classes.soon}>
        Soon<span className="visually-hidden">: coming soon</span>
      </span>
    </>
  );
}
