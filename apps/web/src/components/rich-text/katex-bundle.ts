/** The lazily loaded maths chunk: KaTeX with its stylesheet. Import it only through katex-loader.ts. */
import katex from 'katex';
import 'katex/dist/katex.min.css';

export { katex };
