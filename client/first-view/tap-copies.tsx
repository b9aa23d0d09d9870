/**
 * What the first tap on a page that starts the app only on a tap opens, sent by the server as
 * inert copies (`<template>`), for the page's loader to open without the app
 * (client/first-view/loader.ts; docs/decisions/010-a-shared-link-is-a-page-first.md): the app's
 * own components, as the app would show them there.
 *  - `#first-view-menu`: the menu button as it looks open, then the phone menu;
 *  - `#first-view-products` (a profile): each product's details dialog, in the order of its cards.
 */
import { MenuToggle } from '../components/header-bar';
import { MobileMenu } from '../app/mobile-menu';
import { ProductModal } from '../features/business-profile/product-modal';
import { useSession } from '../lib/session';
import type { BusinessRecord } from '../../sync/schemas/pull';

const MENU_COPY_ID = 'first-view-menu';
const PRODUCTS_COPY_ID = 'first-view-products';

const nothing = () => undefined;

export function TapCopies({ business }: { business?: BusinessRecord }) {
  const session = useSession();
  return (
    <>
      <template id={MENU_COPY_ID}>
        <MenuToggle className="menu-toggle" controls="mobile-menu" open onClick={nothing} />
        <MobileMenu session={session} />
      </template>
      {business && business.products.length > 0 && (
        <template id={PRODUCTS_COPY_ID}>
          {business.products.map((product) => (
            <ProductModal key={product.id} product={product} business={business} onClose={nothing} />
          ))}
        </template>
      )}
    </>
  );
}
