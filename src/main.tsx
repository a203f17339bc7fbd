import './ui/styles/global.less';
import redirectTable from './redirects.json';
import { startStorefront } from './ui/app/start';

// reflect-metadata is imported by the lazily loaded forms, where class-transformer needs it;
// the container binds with factories and needs no decorator metadata.
startStorefront(document.getElementById('root')!, redirectTable);
