import { ComingSoon } from '../placeholder/ComingSoon';

/** The sales dashboard (spec part 1 §2 "Dashboard"). */
export default function DashboardPage() {
  return <ComingSoon name="dashboard" />;
}
