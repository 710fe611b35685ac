import { NotFoundPage } from '../layout/not-found-page';

export { NotFoundPage as Component };
