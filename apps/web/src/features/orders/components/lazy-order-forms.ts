import { lazy } from 'react';

/*
 * The order forms (cancel with a reason, add a note) as lazy components: their code and
 * react-hook-form load once a list or an order's page has shown (preloadOrderForms), not before
 * its first paint. Render them inside a Suspense boundary.
 */
const forms = () => import('./order-action-dialogs');

/** Fetches the forms' code ahead of a merchant's click; call it after the page's first paint. */
export function preloadOrderForms() {
  forms().catch(() => {
    // Offline for a moment: opening a form retries the import.
  });
}

export const CancelOrderDialog = lazy(() =>
  forms().then((module) => ({ default: module.CancelOrderDialog })),
);
export const AddNoteDialog = lazy(() =>
  forms().then((module) => ({ default: module.AddNoteDialog })),
);
export const ConfirmWithoutProofDialog = lazy(() =>
  forms().then((module) => ({ default: module.ConfirmWithoutProofDialog })),
);
export const NoteForm = lazy(() => forms().then((module) => ({ default: module.NoteForm })));
