import { NotFoundRoute } from '../not-found';
import { DemoGameRoute } from '@/features/games/routes/demo-game';

/**
 * The demo provider's game page at the fake's launch address: its own full window, no site
 * shell. Mock builds only; a real API launches games at their provider's address
 * (docs/decisions/0026), so a real build answers it as not found.
 */
export default import.meta.env.VITE_API_MODE === 'real' ? NotFoundRoute : DemoGameRoute;
