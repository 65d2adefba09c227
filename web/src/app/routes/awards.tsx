import { useParams } from 'react-router';
import { AwardsPage, SupplierPage } from '../../features/awards';

/** /awards: past contract awards. */
export const AwardsRoute = () => <AwardsPage />;

/** /suppliers/{name}: one supplier's record; a new name starts a fresh page. */
export const SupplierRoute = () => {
  const { name = '' } = useParams();
  return <SupplierPage key={name} name={name} />;
};
