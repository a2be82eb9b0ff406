import { ComingSoon } from '../placeholder/ComingSoon';

/** Reports (spec part 3 §2 "Report"). */
export default function ReportPage() {
  return <ComingSoon name="report" />;
}
