import './styles/base.css';
import { mountStorefront } from './app';

const root = document.getElementById('app');
if (root) mountStorefront(root);
