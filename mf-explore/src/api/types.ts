export type {
  Paged, PagedWithFacets, Facets, FacetCount, FacetName, ResourceCard, ResourceDetail, ProgramCard, ProgramDetail, ProgramClassPlans,
  ProviderFolderCard, EphemerideDto, TopicDto, SuggestionDto, UsedContentRecordDto, FolderInfo, FolderWithFlag, RedirectMarker,
  AuthorDto, TeacherClassPlan, StudentClassPlan, MaterialDto, MediaDto, RefDto, CategoryDto, ResourceFilterInput, AddResourceReview,
  ShareResource, ShareProgram, UsedContentRecordInput, UpdateResourceInFolders, ExploreLocale,
} from '@platform/contracts';
