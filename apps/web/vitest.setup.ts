import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazily loaded page (the D3 lesson's chunk, say) can take over testing-library's default second
// to appear while CI runs other suites on the same two cores: `findBy…` and `waitFor` wait up to
// 4 s, and still pass as soon as they can.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => cleanup());
