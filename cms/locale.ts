// The Spanish strings that Decap CMS's own Spanish locale (decap-cms-locales 3.8) still lacks, so that the
// staff never meet an English button («Add producto»), and the pattern message worded as the check words its
// rules (the field, then what to write). Merged over Decap's locale in cms/main.tsx.
export const spanish = {
  auth: { loginWithAzure: 'Iniciar sesión con Azure', loginWithForgejo: 'Iniciar sesión con Forgejo' },
  collection: {
    sidebar: { allCollections: 'Todas las colecciones', searchIn: 'Buscar en' },
    collectionTop: {
      viewAsList: 'Ver como lista',
      viewAsGrid: 'Ver como cuadrícula',
      searchResults: 'Resultados de la búsqueda «%{searchTerm}»',
      searchResultsInCollection: 'Resultados de la búsqueda «%{searchTerm}» en %{collection}',
      filterBy: 'Filtrar por',
      groupBy: 'Agrupar por',
    },
    entries: { unpublishedHeader: 'Cambios sin publicar' },
    groups: { other: 'Otros', negateLabel: 'No %{label}' },
  },
  editor: {
    editorControl: { field: { widgetLabel: 'Campo %{widgetLabel}' } },
    editorControlPane: {
      widget: {
        regexPattern: '%{fieldLabel}: %{pattern}',
        invalidPath: '«%{path}» no es una ruta válida',
        pathExists: 'La ruta «%{path}» ya existe',
      },
      i18n: {
        writingInLocale: 'Escribiendo en %{locale}',
        copyFromLocale: 'Copiar desde otro idioma',
        copyFromLocaleConfirm:
          '¿Copiar los datos del idioma %{locale}?\nSe reemplazará todo el contenido que haya escrito aquí.',
      },
    },
    editorInterface: {
      toggleI18n: 'Mostrar u ocultar el otro idioma',
      togglePreview: 'Mostrar u ocultar la vista previa',
      toggleScrollSync: 'Desplazar juntos',
      toggleNotes: 'Mostrar u ocultar las notas',
    },
    editorNotesPane: {
      title: 'Notas',
      emptyState: 'Todavía no hay notas. Escriba la primera abajo para comentar este cambio.',
      addNote: 'Agregar nota',
      addPlaceholder: 'Escriba una nota…',
      editPlaceholder: 'Edite su nota…',
      save: 'Guardar',
      cancel: 'Cancelar',
      edit: 'Editar',
      delete: 'Eliminar',
      resolve: 'Marcar como resuelta',
      unresolve: 'Reabrir',
      confirmDelete: '¿Eliminar esta nota?',
      shortcut: 'Consejo: Ctrl+Enter agrega la nota',
    },
    editorToolbar: {
      statusInfoTooltipDraft:
        'El cambio es un borrador. Para que lo revisen antes de publicarlo, cambie su estado a «En revisión».',
      statusInfoTooltipInReview:
        'El cambio está en revisión: no hace falta hacer nada más, aunque todavía puede modificarlo.',
    },
    editorWidgets: {
      image: {
        chooseMultiple: 'Elegir imágenes',
        chooseUrl: 'Insertar desde una dirección web',
        replaceUrl: 'Reemplazar con una dirección web',
        promptUrl: 'Escriba la dirección web de la imagen',
        addMore: 'Agregar más imágenes',
        removeAll: 'Quitar todas las imágenes',
      },
      file: {
        chooseUrl: 'Insertar desde una dirección web',
        chooseMultiple: 'Elegir archivos',
        replaceUrl: 'Reemplazar con una dirección web',
        promptUrl: 'Escriba la dirección web del archivo',
        addMore: 'Agregar más archivos',
        removeAll: 'Quitar todos los archivos',
      },
      list: { add: 'Agregar %{item}', addType: 'Agregar %{item}' },
      object: { expand: 'Mostrar', collapse: 'Ocultar' },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      copy: 'Copiar',
      copyUrl: 'Copiar la dirección',
      copyPath: 'Copiar la ruta',
      copyName: 'Copiar el nombre',
      copied: 'Copiado',
    },
    mediaLibraryModal: { close: 'Cerrar' },
  },
  ui: {
    settingsDropdown: { account: 'Opciones de la cuenta' },
    toast: {
      noteAdded: 'Nota agregada',
      onFailToAddNote: 'No se pudo agregar la nota: %{details}',
      noteUpdated: 'Nota actualizada',
      onFailToUpdateNote: 'No se pudo actualizar la nota: %{details}',
      noteDeleted: 'Nota eliminada',
      onFailToDeleteNote: 'No se pudo eliminar la nota: %{details}',
      noteResolved: 'Nota resuelta',
      noteReopened: 'Nota reabierta',
      onFailToToggleNote: 'No se pudo cambiar el estado de la nota: %{details}',
      onLoggedOut: 'Se cerró su sesión: copie lo que estaba escribiendo y vuelva a iniciar sesión.',
      onBackendDown: 'El servicio de almacenamiento tiene una falla. Más información: %{details}',
    },
  },
};

type Tree = { [key: string]: string | Tree };

/** `base` with `extra` merged in, key by key (Decap's locales are nested objects of strings). */
export function mergeLocale(base: Tree, extra: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = typeof value === 'string' || typeof current !== 'object' ? value : mergeLocale(current, value);
  }
  return merged;
}

/** What the upload's cleaning (cms/photos.ts) tells the staff when it cannot save a file. */
export const photoMessages = {
  title: 'No se guardó la imagen',
  close: 'Entendido',
  heic: '«%{name}» es una foto HEIC, el formato del iPhone, que los navegadores no muestran. Envíela como JPEG: en el iPhone, Ajustes › Cámara › Formatos › «Más compatible» (las fotos nuevas se guardan así), o compártala primero por WhatsApp y suba la foto que recibe.',
  tooLarge:
    '«%{name}» pesa %{size} MB; el editor acepta fotos de hasta %{max} MB. Súbala desde el teléfono tal como la tomó o expórtela más pequeña.',
  drawingTooLarge:
    '«%{name}» pesa %{size} KB; un dibujo SVG pesa como máximo %{max} KB. Simplifíquelo antes de subirlo.',
  unknown: '«%{name}» no es una foto JPEG, PNG o WebP ni un dibujo SVG. Súbala en uno de esos formatos.',
  unreadable: '«%{name}» no se pudo abrir como imagen (¿está dañada o a medio descargar?). Pruebe con otra copia.',
};
