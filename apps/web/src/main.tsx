import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import './index.css';

function mount(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html.');
  createRoot(container).render(
    <StrictMode>
      <AppProvider />
    </StrictMode>,
  );
}

try {
  mount();
} catch (error) {
  console.error('Error while mounting app', error);
  throw error;
}
