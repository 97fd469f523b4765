import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import '../i18n/i18n';

// Routes load lazily: the first findBy* of a file waits for swc to compile the route's chunk,
// which on a loaded 2-core machine (CI) can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no navigator.sendBeacon, which every browser has: without it a giveaway page's view
// beacon would fall back to fetch and turn up in every test's fetch mock. Tests about the
// beacon replace this one.
if (typeof navigator.sendBeacon !== 'function') {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: () => true });
}

// jest-fixed-jsdom swaps jsdom's FormData for Node's, which cannot read a <form>. Browsers'
// can, and React relies on it: when a submit handler starts a transition (a navigation, such
// as applying a period to the URL) it builds `new FormData(form, submitter)` for useFormStatus.
const NodeFormData = globalThis.FormData;
class FormDataOfForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name || element.disabled) continue;
      const isButton = element.type === 'submit' || element.type === 'button' || element.type === 'reset';
      if (isButton ? element !== submitter : (element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
      this.append(element.name, element.value);
    }
  }
}
globalThis.FormData = FormDataOfForm as typeof FormData;
