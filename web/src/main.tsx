import './index.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './routes.tsx';
import { SessionProvider } from './session.tsx';
import { Loading } from './ui/States.tsx';

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <Suspense fallback={<Loading />}>
        <RouterProvider router={router} />
      </Suspense>
    </SessionProvider>
  </StrictMode>,
);
