export { useTitle } from '../page-meta';
