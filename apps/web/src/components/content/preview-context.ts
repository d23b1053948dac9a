/** Whether a public page is being shown inside another page (see preview-frame.tsx). */
import { createContext, useContext } from 'react';

export const InPreview = createContext(false);

/** True inside a PreviewFrame. */
export const useInPreview = () => useContext(InPreview);
