import { ReviewScreen } from '@/components/admin/review/ReviewScreen';

export default function ReviewPage() {
  return <ReviewScreen />;
}
