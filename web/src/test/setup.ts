import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import '../i18n/i18n';

// Routes load lazily: the first findBy* of a file waits for swc to compile the route's chunk,
// which on a loaded 2-core machine (CI) can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });
