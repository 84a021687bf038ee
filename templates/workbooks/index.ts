/** Every workbook source, by the name of the file it builds (`<name>.xlsx`). */
import type { WorkbookTemplate } from '../../scripts/templates/workbook';
import accountReviewRecord from './account-review-record';
import authorizedUsersAndDevices from './authorized-users-and-devices';
import mediaSanitizationRecord from './media-sanitization-record';
import physicalAccessAuthorizationList from './physical-access-authorization-list';
import physicalAccessDeviceLog from './physical-access-device-log';
import publicContentReviewLog from './public-content-review-log';
import selfAssessmentWorksheet from './self-assessment-worksheet';
import staffPhysicalAccessLog from './staff-physical-access-log';
import visitorLog from './visitor-log';

export const WORKBOOKS: Record<string, WorkbookTemplate> = {
  'account-review-record': accountReviewRecord,
  'authorized-users-and-devices': authorizedUsersAndDevices,
  'media-sanitization-record': mediaSanitizationRecord,
  'physical-access-authorization-list': physicalAccessAuthorizationList,
  'physical-access-device-log': physicalAccessDeviceLog,
  'public-content-review-log': publicContentReviewLog,
  'self-assessment-worksheet': selfAssessmentWorksheet,
  'staff-physical-access-log': staffPhysicalAccessLog,
  'visitor-log': visitorLog,
};
