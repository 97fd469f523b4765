import '@testing-library/jest-dom';
import '../i18n/i18n';
