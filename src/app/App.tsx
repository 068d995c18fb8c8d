import { BrowserRouter } from '../ui/router';
import { AppRoutes, screenLoadFor } from './routes';

export function App() {
  return (
    <BrowserRouter prepare={screenLoadFor}>
      <AppRoutes />
    </BrowserRouter>
  );
}
