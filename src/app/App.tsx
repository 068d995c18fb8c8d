import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import { startBackgroundServices } from './startup';

const router = createBrowserRouter(routes);

export function App() {
  useEffect(() => {
    startBackgroundServices();
  }, []);
  return <RouterProvider router={router} />;
}
