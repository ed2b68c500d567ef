// The one RJSF theme every form uses: our templates and widgets, registered under RJSF's standard names
// (so format: date → DateWidget etc. pick ours) and under the names uiSchema.ts hands out (yesNo, person, people).
import { type ThemeProps, withTheme } from '@rjsf/core';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { type ComponentType, createElement } from 'react';
import { BodyMapWidget } from '../body-map/BodyMapWidget.tsx';
import { VehicleWidget } from '../premises/VehicleWidget.tsx';
import {
  ArrayFieldItemButtonsTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
} from './templates/ArrayFieldTemplate.tsx';
import {
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  TitleFieldTemplate,
} from './templates/FieldParts.tsx';
import { FieldTemplate } from './templates/FieldTemplate.tsx';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.tsx';
import { WrapIfAdditionalTemplate } from './templates/WrapIfAdditionalTemplate.tsx';
import { CheckboxesWidget, CheckboxWidget, RadioWidget, SelectWidget, YesNoWidget } from './widgets/ChoiceWidgets.tsx';
import { DateTimeWidget, DateWidget, TimeWidget } from './widgets/DateWidgets.tsx';
import { PeopleWidget, PersonWidget } from './widgets/PersonWidgets.tsx';
import { RecordLinksWidget, RecordLinkWidget } from './widgets/RecordLinkWidgets.tsx';
import { SignatureWidget } from './widgets/SignatureWidget.tsx';
import { TextareaWidget } from './widgets/TextareaWidget.tsx';
import { BaseInputTemplate, TextWidget } from './widgets/TextWidget.tsx';

/**
 * RJSF accepts a widget only if it is a function or a forwardRef (its memo check needs react-is 19, we have 18),
 * so each memo()'d widget is registered through a plain function made once here; the memo inside still skips
 * re-rendering fields whose props did not change.
 */
function plain(W: ComponentType<WidgetProps>): (props: WidgetProps) => ReturnType<typeof createElement> {
  const Plain = (props: WidgetProps) => createElement(W, props);
  Plain.displayName = `Plain(${W.displayName ?? W.name ?? 'Widget'})`;
  return Plain;
}

const widgets: RegistryWidgetsType = {
  TextWidget: plain(TextWidget),
  UpDownWidget: plain(TextWidget),
  TextareaWidget: plain(TextareaWidget),
  DateWidget: plain(DateWidget),
  DateTimeWidget: plain(DateTimeWidget),
  TimeWidget: plain(TimeWidget),
  SelectWidget: plain(SelectWidget),
  CheckboxesWidget: plain(CheckboxesWidget),
  CheckboxWidget: plain(CheckboxWidget),
  RadioWidget: plain(RadioWidget),
  yesNo: plain(YesNoWidget),
  person: plain(PersonWidget),
  people: plain(PeopleWidget),
  recordLink: plain(RecordLinkWidget),
  recordLinks: plain(RecordLinksWidget),
  bodyMap: plain(BodyMapWidget),
  signature: plain(SignatureWidget),
  vehicle: plain(VehicleWidget),
};

const theme: ThemeProps = {
  widgets,
  templates: {
    FieldTemplate,
    ObjectFieldTemplate,
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
    ArrayFieldItemButtonsTemplate,
    BaseInputTemplate,
    DescriptionFieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    TitleFieldTemplate,
    ErrorListTemplate,
    WrapIfAdditionalTemplate,
  },
};

/** RJSF's Form with our theme applied. */
export const ThemedForm = withTheme(theme);
