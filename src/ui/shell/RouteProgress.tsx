import { useNavigation } from 'react-router-dom';
import { ProgressBar } from '../components/progress-bar';

/** The route progress bar: shown while the router loads the next page (lazy chunk and loader). */
export function RouteProgress() {
  const navigation = useNavigation();
  return <ProgressBar active={navigation.state !== 'idle'} label="Loading page" />;
}
